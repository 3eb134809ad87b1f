import {
  createEmployeeBodySchema,
  getEmployeeResponseSchema,
  idParamsSchema,
  listEmployeesQuerySchema,
  listEmployeesResponseSchema,
  updateEmployeeBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { mailContextOf } from '../auth/index';
import { createSystemMailer } from '../system-emails/index';
import { findEmployee, listEmployees } from './employee-repository';
import { grantorOf } from './grant-reach';
import { createEmployee, updateEmployee } from './save-employee';

const tags = ['employees'];

async function loadEmployee(db: Database, tenantId: string, id: string) {
  const employee = await findEmployee(db, tenantId, id);
  if (!employee) throw new AppError('NOT_FOUND', 'Employee not found.');
  return employee;
}

/** employee/*: the network's staff accounts other than admins. */
export const employeeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  // Invitations go out as the network's own system e-mail, through its SMTP server when set.
  const mail = createSystemMailer({ db, mailer, config });
  const read = { auth: staffWith('employees.read') };
  const write = { auth: staffWith('employees.write') };

  app.get(
    '/employees',
    {
      config: read,
      schema: {
        tags,
        summary: 'List employees',
        querystring: listEmployeesQuerySchema,
        response: { 200: listEmployeesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { rows, total } = await listEmployees(db, request.tenant.id, request.query);
      return toPage(rows, total, request.query);
    },
  );

  app.post(
    '/employees',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add an employee (e-mails an invitation to choose a password)',
        body: createEmployeeBodySchema,
        response: { 201: getEmployeeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await createEmployee(
        db,
        request.body,
        mailContextOf(request, mail, config),
        grantorOf(signedInUserOf(request)),
      );
      return reply.status(201).send({ data: await loadEmployee(db, request.tenant.id, id) });
    },
  );

  app.get(
    '/employees/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One employee',
        params: idParamsSchema,
        response: { 200: getEmployeeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await loadEmployee(db, request.tenant.id, request.params.id) }),
  );

  app.put(
    '/employees/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit an employee (blocking signs them out at once)',
        params: idParamsSchema,
        body: updateEmployeeBodySchema,
        response: { 200: getEmployeeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await updateEmployee(
        db,
        request.tenant.id,
        request.params.id,
        request.body,
        grantorOf(signedInUserOf(request)),
      );
      return { data: await loadEmployee(db, request.tenant.id, request.params.id) };
    },
  );
};
