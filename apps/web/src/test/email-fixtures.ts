import type { EmailRecommendation, SuggestedTask } from '@triage/contracts';

/** Test data in the API's shape (used by unit and component tests only). */
export function makeTask(overrides: Partial<SuggestedTask> = {}): SuggestedTask {
  return {
    id: 't1',
    title: 'Send the signed lease',
    description: '',
    priority: 'P2',
    dueDate: null,
    projectId: 'p1',
    projectName: 'Harbour Tower',
    confidence: 0.8,
    dueSource: null,
    status: 'pending',
    taskId: null,
    ...overrides,
  };
}

export function makeEmail(overrides: Partial<EmailRecommendation> = {}): EmailRecommendation {
  return {
    id: 'e1',
    from: 'Jane Doe <jane@example.com>',
    fromName: 'Jane Doe',
    fromAddress: 'jane@example.com',
    messageId: '<m1@example.com>',
    conversationId: null,
    subject: 'Lease renewal',
    preview: 'Please send the lease',
    body: '<p>Please send the lease</p>',
    bodyContentType: 'html',
    receivedAt: '2026-01-05T10:00:00Z',
    isRead: false,
    isArchived: false,
    hasAttachments: false,
    remoteImagesAllowed: false,
    processingStatus: 'completed',
    aiClassification: {
      label: 'Harbour Tower',
      confidence: 0.9,
      projectId: 'p1',
      projectName: 'Harbour Tower',
      approved: null,
      userSelected: false,
      signal: null,
      reasons: [],
      service: 'local',
      errorMessage: null,
      processingTimeMs: 3,
      replyNeeded: true,
      replyReason: 'Asks you a question',
      alternatives: [],
    },
    suggestedTasks: [],
    suggestedReply: null,
    feedback: null,
    repliedAt: null,
    topPriority: null,
    ...overrides,
  };
}
