import { ACTION_LABELS } from './audit-actions';

describe('ACTION_LABELS', () => {
  it('names the moderators’ decisions on reports', () => {
    const labels: Record<string, string> = ACTION_LABELS;
    expect({
      dismissed: labels['report.dismissed'],
      removed: labels['report.removed'],
      warned: labels['report.warned'],
      suspended: labels['report.suspended'],
    }).toEqual({
      dismissed: 'Dismissed a report',
      removed: 'Removed reported content',
      warned: 'Warned a student',
      suspended: 'Suspended an account after a report',
    });
  });
});
