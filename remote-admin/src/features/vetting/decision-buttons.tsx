import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kaamyaab/shared-ui';
import { Modal } from '@kaamyaab/shared-ui/forms';
import { useAdminT } from '../../i18n/admin-strings';

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

/** Each decision's words in the 'decision' strings: its button, title, question, confirmation. */
const WORDS = {
  approve: {
    button: 'decision.approve',
    title: 'decision.approveTitle',
    question: 'decision.approveQuestion',
    confirm: 'decision.approveConfirm',
  },
  deactivate: {
    button: 'decision.deactivate',
    title: 'decision.deactivateTitle',
    question: 'decision.deactivateQuestion',
    confirm: 'decision.deactivateConfirm',
  },
} as const satisfies Record<Decision, Record<string, string>>;

/** Approve or deactivate, each after a confirmation naming the person. */
export function DecisionButtons({ name, isActive, busy, onDecide }: DecisionButtonsProps) {
  const { t } = useAdminT();
  const [asking, setAsking] = useState<Decision | null>(null);
  const decision: Decision = isActive ? 'deactivate' : 'approve';
  return (
    <Row>
      <Button
        variant={isActive ? 'danger' : 'primary'}
        disabled={busy}
        onClick={() => setAsking(decision)}
      >
        {t(WORDS[decision].button)}
      </Button>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(WORDS[asking].title) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('decision.cancel')}
            </Button>
            <Button
              variant={asking === 'deactivate' ? 'danger' : 'primary'}
              onClick={() => {
                if (asking) onDecide(asking);
                setAsking(null);
              }}
            >
              {t(WORDS[asking ?? decision].confirm)}
            </Button>
          </>
        }
      >
        <p>{asking ? t(WORDS[asking].question, { name }) : null}</p>
      </Modal>
    </Row>
  );
}
