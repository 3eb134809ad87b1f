/** Partner pages load their record through the generic gate (kept under this name for them). */
export { RecordGate as PartnerRecordGate } from '../record-gate';
