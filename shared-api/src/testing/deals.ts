import type {
  AdminPayInDto,
  ContractDto,
  ContractSummaryDto,
  MilestoneDto,
  PayInDto,
} from '../contract';

/** The deal of `anApplication()`: Sabzi Mandi Tech and Ayesha Khan, at the default 5% fee. */
const company = { id: '8a0c3c1e-7d7b-4b0e-a9a9-2a7c6f1f0c11', name: 'Sabzi Mandi Tech' };
const job = { id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01', title: 'Looking for a React developer' };
export const sampleApplicationId = 'c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21';
const freelancer = { id: '1d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Ayesha Khan' };
export const sampleContractId = '7b1e0c52-3f4a-4d8e-9c1b-2a3d4e5f6a7b';

/** A milestone of the contract, unfunded unless said. */
export function aMilestone(overrides: Partial<MilestoneDto> = {}): MilestoneDto {
  return {
    id: '3c2b1a09-8f7e-4d6c-b5a4-392817161514',
    position: 1,
    kind: 'work',
    title: 'Storefront design',
    amountPaisa: 5_000_000,
    dueDate: '2026-12-15',
    status: 'unfunded',
    proposedBy: null,
    escrowPaisa: 0,
    releasedPaisa: 0,
    releaseDueAt: null,
    changesReason: null,
    submissions: [],
    ...overrides,
  };
}

/** An offer the company sent, waiting for the freelancer; `active` with milestones when said. */
export function aContract(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: sampleContractId,
    applicationId: sampleApplicationId,
    jobId: job.id,
    jobTitle: job.title,
    company,
    freelancer,
    status: 'offered',
    awaiting: 'freelancer',
    feeBps: 500,
    currentVersion: 1,
    versions: [
      {
        version: 1,
        proposedBy: 'company',
        title: 'Bakery storefront',
        scope: 'Design and build the storefront.',
        milestones: [{ title: 'Storefront design', amountPaisa: 5_000_000, dueDate: '2026-12-15' }],
        totalPaisa: 5_000_000,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    milestones: [],
    events: [
      {
        id: 'e1',
        kind: 'offerSent',
        by: 'company',
        milestoneId: null,
        amountPaisa: null,
        note: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    escrowPaisa: 0,
    releasedPaisa: 0,
    refundedPaisa: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: null,
    endedAt: null,
    endedBy: null,
    endReason: null,
    ...overrides,
  };
}

/** The offer accepted: one milestone, of the status said. */
export const anActiveContract = (milestone: Partial<MilestoneDto> = {}): ContractDto =>
  aContract({
    status: 'active',
    awaiting: null,
    acceptedAt: '2026-11-21T10:00:00.000Z',
    milestones: [aMilestone(milestone)],
  });

export function aContractSummary(overrides: Partial<ContractSummaryDto> = {}): ContractSummaryDto {
  return {
    id: sampleContractId,
    title: 'Bakery storefront',
    jobTitle: job.title,
    company,
    freelancer,
    status: 'offered',
    awaiting: 'freelancer',
    totalPaisa: 5_000_000,
    escrowPaisa: 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The milestone's pay-in, opened: the platform's account and its unique reference. */
export function aPayIn(overrides: Partial<PayInDto> = {}): PayInDto {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    contractId: sampleContractId,
    milestoneId: aMilestone().id,
    rail: 'bankTransfer',
    amountPaisa: 5_000_000,
    reference: 'KY-7QH3MZ2P',
    status: 'awaitingPayment',
    transactionId: null,
    proofFileId: null,
    refusedReason: null,
    instructions: {
      bankName: 'Meezan Bank',
      accountTitle: 'Kaamyaab Escrow',
      iban: 'PK36MEZN0000001123456702',
      raastId: null,
    },
    checkout: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A pay-in waiting in the admin's queue: proof sent. */
export function anAdminPayIn(overrides: Partial<AdminPayInDto> = {}): AdminPayInDto {
  return {
    ...aPayIn({
      status: 'awaitingConfirmation',
      transactionId: 'FT-2026-88421',
      proofFileId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
    }),
    company,
    contractTitle: 'Bakery storefront',
    milestoneTitle: 'Storefront design',
    flags: [],
    ...overrides,
  };
}
