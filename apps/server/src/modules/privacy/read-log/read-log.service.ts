import { roleSchema, type ReadLogKind, type ReadLogReply } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { createReadLogRepo } from './read-log.repo';

type PageQuery = { customer_id?: number; staff_id?: number; page: number; page_size: number };

const numeric = (text: string | null) =>
  text !== null && /^\d{1,10}$/.test(text) ? Number(text) : null;
const idsOf = (rows: { what: string; entityId: string | null }[], kinds: string[]) => [
  ...new Set(
    rows
      .filter((row) => kinds.includes(row.what))
      .map((row) => numeric(row.entityId))
      .filter((id): id is number => id !== null),
  ),
];

/** The admins' view of the read log (decision 0102): by customer, by staff member, newest first. */
export function createReadLogService(db: Database) {
  const repo = createReadLogRepo(db);
  return {
    async page(query: PageQuery): Promise<ReadLogReply> {
      const { rows, total } = await repo.page(
        { customerId: query.customer_id, staffId: query.staff_id },
        query.page,
        query.page_size,
      );
      // The appointment each read was about, for a link: its own id, or its file's or report's.
      const [files, reports, filtered] = await Promise.all([
        repo.fileAppointments(idsOf(rows, ['file'])),
        repo.reportAppointments(idsOf(rows, ['report'])),
        query.customer_id === undefined ? undefined : repo.person(query.customer_id),
      ]);
      const fileAppointment = new Map(files.map((file) => [file.id, file.appointmentId]));
      const reportAppointment = new Map(reports.map((report) => [report.id, report.appointmentId]));
      const appointmentOf = (row: { what: string; entityId: string | null }) => {
        const id = numeric(row.entityId);
        if (id === null) return undefined;
        if (row.what === 'appointment' || row.what === 'chart') return id;
        if (row.what === 'file') return fileAppointment.get(id);
        if (row.what === 'report') return reportAppointment.get(id);
        return undefined;
      };
      const numbers = new Map(
        (
          await repo.appointmentNumbers([
            ...new Set(rows.map(appointmentOf).filter((id): id is number => id !== undefined)),
          ])
        ).map((appointment) => [appointment.id, appointment.number]),
      );
      return {
        success: true,
        entries: rows.map((row) => {
          const appointmentId = appointmentOf(row);
          const number = appointmentId === undefined ? undefined : numbers.get(appointmentId);
          return {
            id: row.id,
            created_at: row.createdAt.toISOString(),
            staff: {
              id: row.staffId,
              name: row.staffName,
              mobile_number: row.staffMobileNumber,
              role: roleSchema.safeParse(row.staffRole).data ?? 'customer',
            },
            customer:
              row.customerId === null
                ? null
                : {
                    id: row.customerId,
                    name: row.customerName,
                    mobile_number: row.customerMobileNumber!,
                  },
            what: row.what as ReadLogKind,
            entity_id: row.entityId,
            appointment:
              appointmentId !== undefined && number !== undefined
                ? { id: appointmentId, number }
                : null,
            row_count: row.rowCount,
          };
        }),
        total,
        page: query.page,
        page_size: query.page_size,
        customer: filtered
          ? { id: filtered.id, name: filtered.name, mobile_number: filtered.mobileNumber }
          : null,
      };
    },
  };
}
