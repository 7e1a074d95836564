/**
 * The shapes the deal views read: the contract's answers as the API sends them (the views take
 * them as they are, so a field added to the contract needs no copy here), and what a view hands
 * back. shared-ui knows no API, so these are written structurally; the contract's DTOs fit them.
 */
export type DealRole = 'company' | 'freelancer';
export type ContractStatusName = 'offered' | 'declined' | 'active' | 'ended';
export type MilestoneStatusName =
  | 'proposed'
  | 'rejected'
  | 'unfunded'
  | 'awaitingConfirmation'
  | 'funded'
  | 'submitted'
  | 'changesRequested'
  | 'released'
  | 'refunded'
  | 'cancelled'
  | 'disputed';

interface PartyView {
  id: string;
  name: string;
}

export interface OfferVersionView {
  version: number;
  proposedBy: DealRole;
  title: string;
  scope: string;
  milestones: { title: string; amountPaisa: number; dueDate: string }[];
  totalPaisa: number;
  createdAt: string;
}

export interface MilestoneView {
  id: string;
  kind: 'work' | 'bonus';
  title: string;
  amountPaisa: number;
  dueDate: string | null;
  status: MilestoneStatusName;
  proposedBy: DealRole | null;
  escrowPaisa: number;
  releasedPaisa: number;
  releaseDueAt: string | null;
  changesReason: string | null;
  submissions: {
    id: string;
    note: string;
    files: { id: string; contentType: string; byteSize: number }[];
    createdAt: string;
  }[];
}

export interface ContractEventView {
  id: string;
  kind: string;
  by: DealRole | 'admin' | 'system';
  milestoneId: string | null;
  amountPaisa: number | null;
  note: string | null;
  createdAt: string;
}

export interface ContractView {
  id: string;
  applicationId: string;
  jobTitle: string;
  company: PartyView;
  freelancer: PartyView;
  status: ContractStatusName;
  awaiting: DealRole | null;
  feeBps: number;
  currentVersion: number;
  versions: OfferVersionView[];
  milestones: MilestoneView[];
  events: ContractEventView[];
  escrowPaisa: number;
  releasedPaisa: number;
  refundedPaisa: number;
  endedAt: string | null;
  endReason: string | null;
}

export interface ContractSummaryView {
  id: string;
  title: string;
  company: PartyView;
  freelancer: PartyView;
  status: ContractStatusName;
  awaiting: DealRole | null;
  totalPaisa: number;
  escrowPaisa: number;
  updatedAt: string;
}

/** A milestone as the offer form holds it: the amount in rupees, as typed. */
export interface MilestoneRow {
  title: string;
  amount: string;
  dueDate: string;
}

export interface OfferValues {
  title: string;
  scope: string;
  milestones: MilestoneRow[];
}

/** What an offer's figures come to, in paisa, as the fee will take it. */
export interface OfferQuote {
  totalPaisa: number;
  feePaisa: number;
  payeePaisa: number;
}

/** A call a view made: the sentence to show when it failed (the contract's), else null. */
export type Outcome = Promise<string | null>;
