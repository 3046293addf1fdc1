import { useQueryClient } from '@tanstack/react-query';

import { StaffPage } from '@/components/layout/staff-page';
import { managerQueryKey } from '@/features/manager/api/query-key';
import { ManagerUniversities } from '@/features/manager/components/manager-universities';
import { AddUniversityButton } from '@/features/universities/components/add-university-button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /manager/universities (spec 2.7): the manager's card grid with each university's connected accounts
 * and queued posts, and Add University (the universities feature's modal; spec 6 lets managers add).
 * A new university shows in the grid and the dashboard's counts once the manager queries are read again.
 */
export default function ManagerUniversitiesRoute() {
  useDocumentTitle('Universities · Manager');
  const queryClient = useQueryClient();
  return (
    <StaffPage>
      <ManagerUniversities
        action={<AddUniversityButton onAdded={() => void queryClient.invalidateQueries({ queryKey: managerQueryKey })} />}
      />
    </StaffPage>
  );
}
