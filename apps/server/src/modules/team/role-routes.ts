import {
  deleteRoleQuerySchema,
  deleteRoleResponseSchema,
  ErrorResponseSchema,
  getRoleResponseSchema,
  idParamsSchema,
  listRolesQuerySchema,
  listRolesResponseSchema,
  roleBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { deleteRole } from './delete-role';
import { grantorOf } from './grant-reach';
import { findRole, listRoles } from './role-repository';
import { addRole, editRole } from './save-role';

const tags = ['employees'];

async function loadRole(db: Database, tenantId: string, id: string) {
  const role = await findRole(db, tenantId, id);
  if (!role) throw new AppError('NOT_FOUND', 'Role not found.');
  return role;
}

/** employee/role/*: the permission sets (and data scopes) employees hold. */
export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const read = { auth: staffWith('employees.read') };
  const write = { auth: staffWith('employees.write') };

  app.get(
    '/employee-roles',
    {
      config: read,
      schema: {
        tags,
        summary: 'List employee roles',
        querystring: listRolesQuerySchema,
        response: { 200: listRolesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { rows, total } = await listRoles(db, request.tenant.id, request.query);
      return toPage(rows, total, request.query);
    },
  );

  app.post(
    '/employee-roles',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add an employee role',
        body: roleBodySchema,
        response: { 201: getRoleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await addRole(db, request.tenant.id, request.body, grantorOf(signedInUserOf(request)));
      return reply.status(201).send({ data: await loadRole(db, request.tenant.id, id) });
    },
  );

  app.get(
    '/employee-roles/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One employee role',
        params: idParamsSchema,
        response: { 200: getRoleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await loadRole(db, request.tenant.id, request.params.id) }),
  );

  app.put(
    '/employee-roles/:id',
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a role (applies to its members' next request)",
        params: idParamsSchema,
        body: roleBodySchema,
        response: { 200: getRoleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      await editRole(db, request.tenant.id, id, request.body, grantorOf(signedInUserOf(request)));
      return { data: await loadRole(db, request.tenant.id, id) };
    },
  );

  app.delete(
    '/employee-roles/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a role; one in use needs moveTo (the role its members move to)',
        params: idParamsSchema,
        querystring: deleteRoleQuerySchema,
        response: { 200: deleteRoleResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await deleteRole(
        db,
        request.tenant.id,
        request.params.id,
        request.query.moveTo,
        grantorOf(signedInUserOf(request)),
      ),
    }),
  );
};
