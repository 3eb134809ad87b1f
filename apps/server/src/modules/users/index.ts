export { type CreateUserInput, createUser } from './create-user';
export {
  findOrCreateEmployeeRole,
  findUserByEmail,
  markLoggedIn,
  type NewPartnerProfile,
  type User,
  updateUserPassword,
  updateUserStatus,
} from './repository';
