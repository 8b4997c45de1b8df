/** Query keys of the signed-in staff member's alarms. */
export const alarmKeys = { all: ['staff-alarms'] as const };
