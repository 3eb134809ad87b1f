// User accounts as the team and partner modules create and change them (e-mail, status, password).

export { type AccountChanges, changeUserAccount } from './change-user-account';
export { type CreateUserInput, createUser } from './create-user';
export {
  findOrCreateEmployeeRole,
  findUserByEmail,
  markLoggedIn,
  type User,
  updateUserPassword,
  updateUserStatus,
} from './repository';
