import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EmailActions } from '../hooks/use-email-actions';
import { makeEmail } from '@/test/email-fixtures';
import { ProjectRecommendation } from './project-recommendation';

const alternatives = [
  { projectId: 'p1', name: 'Harbour Tower', confidence: 0.42 },
  { projectId: 'p2', name: 'Riverside Lofts', confidence: 0.31 },
  { projectId: 'p3', name: 'Quarterly Close', confidence: 0.12 },
];

function setup(ai: Partial<NonNullable<ReturnType<typeof makeEmail>['aiClassification']>>) {
  const actions = {
    saveProject: vi.fn(async () => true),
    approveProject: vi.fn(),
    rejectProject: vi.fn(),
    busy: false,
  } as unknown as EmailActions;
  const email = makeEmail({ aiClassification: { ...makeEmail().aiClassification!, ...ai } });
  render(<ProjectRecommendation email={email} projects={[]} projectsLoading={false} actions={actions} />);
  return { actions, email };
}

describe('ProjectRecommendation', () => {
  it('says "No confident match" below the threshold and files the email under a chosen alternative', async () => {
    const user = userEvent.setup();
    const { actions, email } = setup({ label: 'None', projectId: null, projectName: null, confidence: 0.42, alternatives });
    expect(screen.getByTestId('recommended-project')).toHaveTextContent('No confident match');
    const group = screen.getByRole('group', { name: 'Closest projects' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Harbour Tower42%', 'Riverside Lofts31%', 'Quarterly Close12%']);
    await user.click(within(group).getByRole('button', { name: /Riverside Lofts/ }));
    expect(actions.saveProject).toHaveBeenCalledWith(email, 'p2');
  });

  it('shows a confident project with its confidence and no alternatives', () => {
    setup({ alternatives });
    expect(screen.getByTestId('recommended-project')).toHaveTextContent('Harbour Tower');
    expect(screen.getByText('90% confidence')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Closest projects' })).not.toBeInTheDocument();
  });

  it('stays "Unclassified" when no project was ever a candidate', () => {
    setup({ label: 'None', projectId: null, projectName: null, confidence: 0, alternatives: [] });
    expect(screen.getByTestId('recommended-project')).toHaveTextContent('Unclassified');
  });
});
