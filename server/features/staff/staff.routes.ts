/** Routes of the staff area. */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { adminList } from '../../../src/api/staff/users';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import { users } from '../../db/schema';

export const staffRoutes: RouteDef[] = [
  defineRoute({
    call: adminList,
    access: { minLevel: LEVEL.adminExternal },
    handler: async ({ deps, query }) => ({
      data_list: await deps.db
        .select({ id: users.id, name: users.name, email: users.email, level: users.level })
        .from(users)
        .where(and(eq(users.realm, 'staff'), isNull(users.out_at), gte(users.level, query.min_level ?? 0)))
        .orderBy(asc(users.name)),
    }),
  }),
] as RouteDef[];
