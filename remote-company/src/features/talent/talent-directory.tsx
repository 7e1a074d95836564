import { useState } from 'react';
import styled from 'styled-components';
import { Button, PageHeading } from '@kaamyaab/shared-ui';
import { TextField, useForm } from '@kaamyaab/shared-ui/forms';
import { ListNote, PagedCards, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useSignedIn } from '@kaamyaab/shared-api';
import {
  talentSearchKeys,
  validateTalentSearch,
  type TalentDto,
  type TalentSearchKey,
} from '@kaamyaab/shared-api/contract';
import { useUrlSearch } from '@kaamyaab/shared-api/router';
import { useCompanyT } from '../../i18n/company-strings';
import { InviteDialog } from './invite-dialog';
import { TalentCard } from './talent-card';
import { useTalent } from './use-talent';
import { HowScoresWorkLink } from '../reputation/freelancer-reputation';

const Form = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  gap: 0 0.75rem;
  align-items: start;
  margin-bottom: 1.25rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }

  button {
    margin-top: 1.6rem;
  }
  ${({ theme }) => theme.media.mobile} {
    button {
      margin-top: 0;
    }
  }
`;

type TalentValues = Partial<Record<TalentSearchKey, string>>;

function TalentSearchForm({
  values,
  onSearch,
}: {
  values: TalentValues;
  onSearch: (values: TalentValues) => void;
}) {
  const { t } = useCompanyT();
  const form = useForm({
    initialValues: { q: values.q ?? '', skills: values.skills ?? '' },
    validate: validateTalentSearch,
    // The URL's search, submitted once already: a mistake in a shared link shows.
    submitted: true,
  });
  return (
    <Form
      role="search"
      aria-label={t('talent.searchLabel')}
      onSubmit={form.handleSubmit(onSearch)}
      noValidate
    >
      <TextField
        label={t('talent.search')}
        type="search"
        placeholder={t('talent.searchPlaceholder')}
        {...form.bind('q')}
      />
      <TextField
        label={t('talent.skills')}
        hint={t('talent.skillsHint')}
        {...form.bind('skills')}
      />
      <Button type="submit">{t('talent.submit')}</Button>
    </Form>
  );
}

/**
 * Find Talent: approved freelancers a company can look through and invite to apply to
 * one of its open jobs. The search lives in the URL.
 */
export function TalentDirectory() {
  const { t } = useCompanyT();
  const companyId = useSignedIn('company')?._id ?? '';
  const search = useUrlSearch(talentSearchKeys);
  const talent = useTalent(search.values);
  const mistaken = Object.keys(validateTalentSearch(search.values)).length > 0;
  const [inviting, setInviting] = useState<TalentDto | null>(null);

  return (
    <section aria-labelledby="find-talent-heading">
      <PageHeading id="find-talent-heading">{t('talent.heading')}</PageHeading>
      <p>
        <HowScoresWorkLink />
      </p>
      <TalentSearchForm
        key={JSON.stringify(search.values)}
        values={search.values}
        onSearch={search.apply}
      />
      {mistaken && <ListNote role="alert">{t('talent.mistakenSearch')}</ListNote>}
      {!mistaken && talent.status === 'loading' && <SkeletonList />}
      {!mistaken && talent.status === 'failed' && (
        <ListNote role="alert">{t('talent.failed')}</ListNote>
      )}
      {talent.status === 'ready' && talent.items.length === 0 && (
        <ListNote role="status">
          {t(search.active ? 'talent.noMatch' : 'talent.none')}{' '}
          {search.active && (
            <Button variant="ghost" size="sm" onClick={search.clear}>
              {t('talent.clear')}
            </Button>
          )}
        </ListNote>
      )}
      {talent.status === 'ready' && (
        <PagedCards
          {...talent}
          card={(freelancer) => <TalentCard freelancer={freelancer} onInvite={setInviting} />}
          moreLabel={t('talent.loadMore')}
        />
      )}
      {inviting && (
        <InviteDialog
          companyId={companyId}
          freelancer={inviting}
          onClose={() => setInviting(null)}
        />
      )}
    </section>
  );
}
