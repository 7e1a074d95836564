/** What the payout pages show, as the API answers it (shared-ui knows no API: shapes only). */
export type PayoutMethodKindView = 'iban' | 'jazzcash' | 'easypaisa';
export type PayoutStatusView =
  'requested' | 'awaitingSecondApproval' | 'approved' | 'batched' | 'paid' | 'failed' | 'cancelled';

export interface PayoutMethodView {
  id: string;
  kind: PayoutMethodKindView;
  maskedNumber: string;
  accountTitle: string;
  isDefault: boolean;
}

export interface PayoutView {
  id: string;
  amountPaisa: number;
  feePaisa: number;
  netPaisa: number;
  status: PayoutStatusView;
  method: { kind: PayoutMethodKindView; maskedNumber: string; accountTitle: string };
  failureReason: string | null;
  createdAt: string;
}

export interface AdminPayoutView extends PayoutView {
  freelancer: { id: string; name: string; closed: boolean };
  needsSecondApproval: boolean;
  firstApproval: { adminId: string; adminName: string } | null;
}

export interface PayoutBatchView {
  id: string;
  rail: 'bankFile' | 'simulator';
  status: 'ready' | 'sent' | 'settled';
  payoutCount: number;
  totalPaisa: number;
  paidCount: number;
  failedCount: number;
}

/** null when done, else the sentence to show. */
export type PayoutOutcome = Promise<string | null>;
