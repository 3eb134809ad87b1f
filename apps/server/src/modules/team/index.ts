// Employees and roles: invitations, permissions, data scopes and who may grant what.

export { employeeRoutes } from './employee-routes';
export { roleRoutes } from './role-routes';
