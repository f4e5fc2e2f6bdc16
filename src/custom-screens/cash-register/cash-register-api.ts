import {
  cashRegisterStateSchema,
  cashRegisterUpdateSchema,
  cashShiftCloseSchema,
  cashShiftDetailSchema,
  cashShiftOpenSchema,
  cashShiftSchema,
  type CashRegisterState,
  type CashRegisterUpdate,
  type CashShift,
  type CashShiftClose,
  type CashShiftDetail,
} from '@/schema/cash-register/cash-register';
import { listResponseSchema, type ListMeta } from '@/schema/protocol';
import { encodeSort } from '@/schema/list-query';
import { httpClient } from '@/lib/http-client';

/**
 * The cash register API (server/modules/cash-register): requests and answers checked with the server's own
 * schemas, so a contract drift fails here loudly rather than on screen.
 */

export async function getCashRegister(branchId: number): Promise<CashRegisterState> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/cash-register`);
  return cashRegisterStateSchema.parse(data);
}

export async function saveCashRegister(branchId: number, body: CashRegisterUpdate): Promise<CashRegisterState> {
  const { data } = await httpClient.put<unknown>(`/branches/${branchId}/cash-register`, cashRegisterUpdateSchema.parse(body));
  return cashRegisterStateSchema.parse(data);
}

export async function openCashShift(branchId: number, openingFloat: string): Promise<CashShift> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/cash-shifts`, cashShiftOpenSchema.parse({ openingFloat }));
  return cashShiftSchema.parse(data);
}

export async function closeCashShift(shiftId: number, body: CashShiftClose): Promise<CashShift> {
  const { data } = await httpClient.post<unknown>(`/cash-shifts/${shiftId}/close`, cashShiftCloseSchema.parse(body));
  return cashShiftSchema.parse(data);
}

const shiftPageSchema = listResponseSchema(cashShiftSchema);
export type ShiftPage = { items: CashShift[]; meta: ListMeta };

/** A page of the branch's shifts, newest first. */
export async function listCashShifts(branchId: number, page: number, perPage: number): Promise<ShiftPage> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/cash-shifts`, {
    params: { page, perPage, sort: encodeSort([{ field: 'openedAt', order: 'desc' }]) },
  });
  return shiftPageSchema.parse(data);
}

export async function getCashShift(shiftId: number): Promise<CashShiftDetail> {
  const { data } = await httpClient.get<unknown>(`/cash-shifts/${shiftId}`);
  return cashShiftDetailSchema.parse(data);
}
