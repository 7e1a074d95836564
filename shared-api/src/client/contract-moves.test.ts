import { aMilestone } from '@kaamyaab/shared-api/testing';
import { dealMessages, type MilestoneStatus } from '@kaamyaab/shared-api/contract';
import { actionErrors, contractActionsOf, milestoneActionsOf } from './contract-moves';

const active = { status: 'active' as const };
const actionsAt = (role: 'company' | 'freelancer', status: MilestoneStatus) =>
  milestoneActionsOf(role, active, aMilestone({ status }));

describe("a contract room's moves", () => {
  it("offer each party only its own legal moves of the milestone's status", () => {
    expect(actionsAt('company', 'unfunded')).toEqual(['fund']);
    expect(actionsAt('freelancer', 'unfunded')).toEqual([]);
    expect(actionsAt('company', 'awaitingConfirmation')).toEqual([]);
    expect(actionsAt('freelancer', 'funded')).toEqual(['submit']);
    expect(actionsAt('company', 'funded')).toEqual(['releasePart']);
    expect(actionsAt('company', 'submitted')).toEqual(['approve', 'requestChanges', 'releasePart']);
    expect(actionsAt('freelancer', 'changesRequested')).toEqual(['submit']);
    expect(actionsAt('company', 'released')).toEqual([]);
  });

  it('let the side that did not propose a milestone answer it', () => {
    const proposed = aMilestone({ status: 'proposed', proposedBy: 'freelancer' });
    expect(milestoneActionsOf('company', active, proposed)).toEqual(['agree', 'reject']);
    expect(milestoneActionsOf('freelancer', active, proposed)).toEqual([]);
  });

  it('ask no work of a bonus, and nothing of a contract not active', () => {
    expect(
      milestoneActionsOf('freelancer', active, aMilestone({ kind: 'bonus', status: 'funded' })),
    ).toEqual([]);
    expect(milestoneActionsOf('company', { status: 'ended' }, aMilestone())).toEqual([]);
    expect(contractActionsOf('company', active)).toEqual([
      'proposeMilestone',
      'addBonus',
      'endContract',
    ]);
    expect(contractActionsOf('freelancer', active)).toEqual(['proposeMilestone', 'endContract']);
    expect(contractActionsOf('freelancer', { status: 'offered' })).toEqual([]);
  });

  it("check each action's form by the contract's schema, amounts typed in rupees", () => {
    expect(actionErrors('approve', {})).toEqual({});
    expect(actionErrors('requestChanges', { reason: ' ' })).toEqual({
      reason: dealMessages.reasonRequired,
    });
    expect(actionErrors('releasePart', { amount: '100' })).toEqual({
      amount: dealMessages.amountInvalid,
    });
    expect(actionErrors('releasePart', { amount: '1,000' })).toEqual({});
    expect(actionErrors('proposeMilestone', { title: 'QA', amount: '', dueDate: '' })).toEqual({
      amount: dealMessages.amountRequired,
      dueDate: dealMessages.dueDateInvalid,
    });
  });
});
