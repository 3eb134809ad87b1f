import { PERMISSIONS, type Permission, type UserRole } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { AppError } from '../lib/app-error';
import { authorize } from './auth';
import type { RequestAuth } from './request-context';

function signedIn(role: UserRole, permissions: Permission[] = []): RequestAuth {
  return {
    sessionId: '00000000-0000-4000-8000-000000000001',
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      tenantId: '00000000-0000-4000-8000-000000000003',
      email: `${role}@example.test`,
      name: role,
      role,
      status: 'active',
      employeeRole:
        role === 'employee'
          ? { id: '00000000-0000-4000-8000-000000000004', name: 'Ops', dataScope: 'all' }
          : null,
      permissions,
      partnerRef: role === 'advertiser' || role === 'publisher' ? 1001 : null,
    },
  };
}

function failure(run: () => void): { code: string; status: number } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status };
  }
}

describe('authorize', () => {
  test('a public route lets anyone through, signed in or not', () => {
    expect(failure(() => authorize('public', null))).toBeNull();
    expect(failure(() => authorize('public', signedIn('publisher')))).toBeNull();
  });

  test('without a session a protected route answers 401', () => {
    expect(failure(() => authorize({ roles: ['admin', 'publisher'] }, null))).toEqual({
      code: 'UNAUTHORIZED',
      status: 401,
    });
  });

  test('a role the route does not list answers 403', () => {
    for (const role of ['publisher', 'advertiser', 'employee'] as const) {
      expect(failure(() => authorize({ roles: ['admin'] }, signedIn(role, [...PERMISSIONS])))).toEqual({
        code: 'FORBIDDEN',
        status: 403,
      });
    }
  });

  test('a listed role without a permission rule passes', () => {
    expect(failure(() => authorize({ roles: ['publisher'] }, signedIn('publisher')))).toBeNull();
  });

  test('an employee lacking the permission answers 403; holding it passes', () => {
    const rule = { roles: ['admin', 'employee'], permission: 'offers.write' } as const;
    expect(failure(() => authorize(rule, signedIn('employee', ['offers.read'])))).toEqual({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(failure(() => authorize(rule, signedIn('employee', ['offers.read', 'offers.write'])))).toBeNull();
  });

  test('an admin passes any permission', () => {
    for (const permission of PERMISSIONS) {
      expect(failure(() => authorize({ roles: ['admin'], permission }, signedIn('admin', [])))).toBeNull();
    }
  });

  test('the role check comes first: a listed permission does not let another role in', () => {
    const rule = { roles: ['admin'], permission: 'reports.read' } as const;
    expect(failure(() => authorize(rule, signedIn('employee', ['reports.read'])))?.status).toBe(403);
  });
});
