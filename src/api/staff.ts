/** Staff calls (spec section 7, Common). Only the staff list so far: assignee pickers need it. */
import { z } from 'zod';
import { defineCall, intField, queryNumber } from './http';

export const StaffMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), level: z.number().int() });
export const AdminListQuerySchema = z.object({ min_level: queryNumber(intField(0, 10).optional()) });

/** GET /api/v2/common/admin_list: active staff accounts (optionally from a level up), by name. */
export const adminList = defineCall({ method: 'GET', path: '/api/v2/common/admin_list', area: 'staff', summary: '직원 목록', query: AdminListQuerySchema, reply: z.object({ data_list: z.array(StaffMemberSchema) }) });
