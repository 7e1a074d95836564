import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@kaamyaab/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

type Decision = 'approve' | 'deactivate';

interface DecisionButtonsProps {
  name: string;
  isActive: boolean;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

const WORDS: Record<Decision, { button: string; question: (name: string) => string }> = {
  approve: {
    button: 'Approve',
    question: (name) => `Approve ${name}? They can start using Kaamyaab at once and will be told.`,
  },
  deactivate: {
    button: 'Deactivate',
    question: (name) => `Deactivate ${name}? They will be logged out of their dashboard and told.`,
  },
};

/** Approve or deactivate, each after a confirmation naming the person. */
export function DecisionButtons({ name, isActive, busy, onDecide }: DecisionButtonsProps) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const decision: Decision = isActive ? 'deactivate' : 'approve';
  return (
    <Row>
      <Button
        variant={isActive ? 'danger' : 'primary'}
        disabled={busy}
        onClick={() => setAsking(decision)}
      >
        {WORDS[decision].button}
      </Button>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${WORDS[asking].button} this account?` : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              variant={asking === 'deactivate' ? 'danger' : 'primary'}
              onClick={() => {
                if (asking) onDecide(asking);
                setAsking(null);
              }}
            >
              Yes, {asking ? WORDS[asking].button.toLowerCase() : ''}
            </Button>
          </>
        }
      >
        <p>{asking ? WORDS[asking].question(name) : null}</p>
      </Modal>
    </Row>
  );
}
