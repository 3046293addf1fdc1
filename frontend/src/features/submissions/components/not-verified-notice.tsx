import { BadgeCheck } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/list-states';
import { addUniversityEmailPath } from '@/config/paths';

/** Said instead of the form to a student whose verified addresses prove no university. */
export function NotVerifiedNotice() {
  return (
    <EmptyState
      framed
      titleAs="h2"
      title="Only verified students of a university can submit there"
      icon={<BadgeCheck aria-hidden="true" className="size-7" />}
      action={<ButtonLink to={addUniversityEmailPath}>Add your university e-mail</ButtonLink>}
    >
      Verify an e-mail address at your university in Settings: once its link is opened, you can send photos to be
      featured on your university&apos;s page.
    </EmptyState>
  );
}
