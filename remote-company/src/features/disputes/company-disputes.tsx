import { useContractDisputes } from '@kaamyaab/shared-api/client';
import type { ContractDto } from '@kaamyaab/shared-api/contract';
import { ContractDisputes } from '@kaamyaab/shared-ui/disputes';

/** The contract room's disputes section (docs/decisions/031-disputes.md), the company's model. */
export const CompanyRoomDisputes = ({ contract }: { contract: ContractDto | null }) => (
  <ContractDisputes
    {...useContractDisputes('company', contract?.id ?? '', contract?.status === 'active')}
    milestones={contract?.milestones ?? []}
  />
);
