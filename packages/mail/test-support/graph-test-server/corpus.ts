/**
 * Word material for the generated mailbox: a work mailbox with a handful of projects, people who
 * write about them, requests with deadlines, and mail that needs no task (newsletters,
 * notifications). Realistic enough for the classifier and the UI; never real people.
 */
export const OWNER = { name: 'Megan Bowen', address: 'MeganB@contoso.onmicrosoft.com' } as const;

export const FIRST_NAMES = [
  'Adele',
  'Alex',
  'Diego',
  'Grady',
  'Henrietta',
  'Isaiah',
  'Johanna',
  'Joni',
  'Lee',
  'Lidia',
  'Lynne',
  'Miriam',
  'Nestor',
  'Patti',
  'Pradeep',
  'Samantha',
  'Randi',
  'Dana',
  'Elliot',
  'Jodie',
  'Zoë',
  'José',
  'Ngozi',
  'Hiroshi',
  'Aino',
  'Søren',
  'Priya',
  'Mateo',
  'Fatima',
  'Chen',
] as const;

export const LAST_NAMES = [
  'Vance',
  'Wilber',
  'Siciliani',
  'Archie',
  'Gonzalez',
  'Holden',
  'Lauer',
  'Sherman',
  'Gu',
  'Holloway',
  'Robbins',
  'Graham',
  'Wilke',
  'Fernandez',
  'Gupta',
  'Booth',
  'Welch',
  'Swope',
  'Hyde',
  'Sharp',
  'Müller',
  "O'Brien",
  'Okafor',
  'Tanaka',
  'Virtanen',
  'Nørgaard',
  'Raman',
  'Rossi',
  'Haddad',
  'Wei',
] as const;

const INTERNAL_DOMAIN = 'contoso.onmicrosoft.com';

export type Topic = {
  project: string;
  domains: readonly string[];
  subjects: readonly string[];
  requests: readonly string[];
  updates: readonly string[];
};

export const TOPICS: readonly Topic[] = [
  {
    project: '14 Harbour Street',
    domains: ['harbourlettings.co.uk', 'quickfix-plumbing.com', INTERNAL_DOMAIN],
    subjects: [
      'Lease renewal for 14 Harbour Street',
      'Boiler service at Harbour St',
      'Tenant deposit query',
      'Gas safety certificate due',
      'Leak in the upstairs bathroom',
    ],
    requests: [
      'Could you sign the renewed lease and send it back by Friday?',
      'Please confirm a time next week when the engineer can get access.',
      'Can you approve the quote of £420 for the repair before the 15th?',
      'Would you send me a copy of the current gas safety certificate?',
      'Please transfer the deposit to the protection scheme by the end of the month.',
    ],
    updates: [
      'The tenant has reported that the hot water is working again.',
      'The inventory check went well and there are no issues to report.',
      'Rent for this month has been received in full.',
    ],
  },
  {
    project: 'Northwind Traders',
    domains: ['northwindtraders.com', 'tailspintoys.com', 'wingtiptoys.com'],
    subjects: [
      'Invoice #4821 overdue',
      'Q3 supplier review',
      'Payroll run for this month',
      'New purchase order PO-7731',
      'Warehouse stock count',
    ],
    requests: [
      'Please review the attached invoice and approve payment by Thursday.',
      'Can you send the signed purchase order to the supplier today?',
      'Could you check the payroll figures before 3pm tomorrow?',
      'Please update the stock forecast for next quarter by the 20th.',
      'Can we schedule a call with the supplier early next week?',
    ],
    updates: [
      'The shipment left the warehouse this morning and should arrive on Tuesday.',
      'Payroll has been processed and payslips will go out tomorrow.',
      'We closed the quarter 4% above forecast.',
    ],
  },
  {
    project: 'Fabrikam website redesign',
    domains: ['fabrikam.com', 'adatum.com'],
    subjects: [
      'Homepage mock-ups v3',
      'Content freeze for the launch',
      'Accessibility audit results',
      'Hosting migration plan',
      'Launch checklist',
    ],
    requests: [
      'Please give feedback on the new homepage mock-ups by Wednesday.',
      'Could you send the final copy for the About page before the content freeze?',
      'Can you sign off the hosting migration plan this week?',
      'Please fix the broken links listed in the audit as soon as possible.',
    ],
    updates: [
      'The staging site is now up to date with the latest designs.',
      'The accessibility score went from 71 to 94 after the last round of fixes.',
      'Launch is still on track for the first of next month.',
    ],
  },
  {
    project: 'Annual audit FY24',
    domains: ['woodgrovebank.com', 'litware.com', INTERNAL_DOMAIN],
    subjects: [
      'Audit document request list',
      'Bank confirmation letters',
      'Fixed asset register',
      'Draft financial statements',
      'Audit planning meeting',
    ],
    requests: [
      'Please upload the bank statements for all accounts by the 30th.',
      'Could you confirm the fixed asset additions over £5,000?',
      'Can you review the draft statements and send comments by Monday?',
      'Please sign the management representation letter before the partner review.',
    ],
    updates: ['We have received the bank confirmation letters, thank you.', 'Fieldwork is scheduled to finish at the end of next week.'],
  },
  {
    project: 'Personal',
    domains: ['outlook.com', 'gmail.com', 'brightsmile-dental.com', 'oakwood-school.org'],
    subjects: [
      'Dentist appointment reminder',
      'School trip consent form',
      'Dinner on Saturday?',
      'Car insurance renewal',
      'Photos from the weekend',
    ],
    requests: [
      'Please reply to confirm your appointment on Tuesday at 10:30.',
      'Could you sign the consent form and return it by Thursday?',
      'Are you free for dinner on Saturday? Let me know by tomorrow.',
      'Your renewal is due on the 12th; please confirm your details.',
    ],
    updates: ['The kids had a great time, photos are in the shared album.', 'Your policy documents are attached for your records.'],
  },
];

/** Mail that needs no task: senders, subjects and first lines. */
export const BULK: readonly { from: string; address: string; subjects: readonly string[]; line: string }[] = [
  {
    from: 'Microsoft Planner',
    address: 'noreply@planner.office365.com',
    subjects: ['You have late tasks!', 'Your weekly task digest'],
    line: 'Here is a summary of the tasks assigned to you.',
  },
  {
    from: 'MyAnalytics',
    address: 'myanalytics@microsoft.com',
    subjects: ['MyAnalytics | Your past week'],
    line: "We've got your highlights from last week.",
  },
  {
    from: 'Contoso News',
    address: 'newsletter@contoso-news.com',
    subjects: ['This week at Contoso', 'Contoso Digest: product updates'],
    line: 'The latest stories from around the company.',
  },
  {
    from: 'GitHub',
    address: 'noreply@github.com',
    subjects: ['[fabrikam/web] Pull request merged', '[fabrikam/web] New issue opened'],
    line: 'A repository you watch has new activity.',
  },
  {
    from: 'Woodgrove Bank',
    address: 'alerts@woodgrovebank.com',
    subjects: ['Your statement is ready', 'Security alert: new sign-in'],
    line: 'Sign in to online banking to view the details.',
  },
];

export const GREETINGS = ['Hi Megan,', 'Hello Megan,', 'Dear Megan,', 'Megan,', 'Hi,'] as const;
export const CLOSINGS = ['Thanks,', 'Best regards,', 'Kind regards,', 'Cheers,', 'Many thanks,'] as const;
export const URGENT = ['URGENT: ', 'Action required: ', 'Reminder: '] as const;
