export { employeeRoutes } from './employee-routes';
export { roleRoutes } from './role-routes';
