import type { ProjectCreate } from '@triage/contracts';

/**
 * The projects the server seeds next to the demo mailbox, so the demo classifies sensibly out of
 * the box. Matching rules cover the main correspondents only; the rest (vendors, tenants, the
 * lender) is left for names in the text and for the learner, as it would be for a real user.
 * Newsletters and notifications (pmtoday, connectedpro, propstack, meetspace, bayviewcu) belong to
 * no project on purpose.
 */
export const DEMO_PROJECTS: ProjectCreate[] = [
  {
    name: 'Harbour Tower',
    description: 'The 22-storey office building at 12 Quay Street: tenants, leases, maintenance and vendors.',
    type: 'Area',
    context: 'Managed Property',
    officialName: 'Harbour Tower, 12 Quay Street',
    otherNames: '12 Quay Street, Quay Street, Suite 1400, Suite 803',
    involvedParties:
      'Quayside Property Services (Tom Okafor, chief engineer; Denise Park, property manager), Apex Elevator Service, ' +
      'ClearView Window Cleaning, Northshore Mechanical, Calder & Finch Realty (Priya Raman), Meridian Architects, ' +
      'Kestrel Insurance, Café Lumen',
    senderIncludes: ['priya.raman@calderfinch.example'],
    domainMatches: ['quaysideps.example', 'apexelevator.example', 'clearviewwindows.example'],
    subjectIncludes: ['Harbour Tower'],
    color: '#3b82f6',
  },
  {
    name: 'Northwind Logistics',
    description: 'The operating company: board, finance, hiring and insurance.',
    type: 'Area',
    context: 'Operating Company',
    otherNames: 'Northwind, NWL, Dock Road',
    involvedParties:
      'Marcus Lindqvist (CEO), Elena Vasquez (CFO), Grace Kim (Head of People), Catherine Shaw (Company Secretary), ' +
      'Talent Bridge Recruitment (Nina Patel), Halcyon Insurance Brokers (Martin Cole)',
    domainMatches: ['northwindlogistics.example', 'talentbridge.example'],
    color: '#22c55e',
  },
  {
    name: 'Quarterly Close',
    description: 'Month- and quarter-end close for Quaystone Holdings with the outsourced accountants and the auditors.',
    type: 'Area',
    context: 'Central Process',
    otherNames: 'Q2 close, month-end, interim audit, PBC',
    involvedParties: 'Ledgerwise Partners (Hannah Brooks), Pemberton Hale LLP (Derek Osei), CloseDesk',
    domainMatches: ['ledgerwise.example', 'pembertonhale.example'],
    subjectIncludes: ['PBC', 'accrual', 'intercompany'],
    color: '#eab308',
  },
  {
    name: 'Riverside Lofts',
    description: 'Development of a 48-unit residential building at 200 Mill Road.',
    type: 'Project',
    context: null,
    otherNames: '200 Mill Road, Mill Road, BP-2024-0912',
    involvedParties:
      'Brennan Construction (Kevin Brennan), Studio Vale Architects (Lena Vale), Granite Trust Bank (Alicia Romero), ' +
      'City of Portmouth permits, Portmouth Water',
    domainMatches: ['brennanbuild.example', 'studiovale.example'],
    subjectIncludes: ['Riverside Lofts', '200 Mill Road'],
    color: '#a855f7',
  },
  {
    name: 'Family & Home',
    description: 'Personal: school, health, car and kids\u2019 activities.',
    type: 'Area',
    context: 'Personal',
    otherNames: 'Maple Grove, Class 3B, Subaru',
    involvedParties: 'Maple Grove Elementary (Laura Alvarez), Brightsmile Dental Studio, Eastside Auto Service, Eastvale Youth FC',
    domainMatches: ['maplegrove.example', 'brightsmiledental.example', 'eastsideauto.example', 'eastvaleyouthfc.example'],
    color: '#f97316',
  },
  {
    name: 'Summit IT Services',
    description: 'Managed IT provider for the Northwind depots and the Quaystone office: contract, tickets, security.',
    type: 'Area',
    context: 'Operating Company',
    otherNames: 'Summit IT, service desk, MSA',
    involvedParties: 'Rachel Dunn (account manager), Summit IT Service Desk, Summit IT Security',
    domainMatches: ['summitit.example'],
    color: '#ef4444',
  },
];
