/** The Team Members screen's texts. */
export const TEAM_TEXTS = {
  title: 'Team Members',
  intro:
    'Invite colleagues by email: when they sign up or sign in with that address, they join your company as clients.',
  loading: 'Loading Team Members',
  loadError: 'Your team could not be loaded.',
  retry: 'Retry',
  noCompanyTitle: 'No company profile yet',
  noCompanyText: 'Save your company profile first, then invite your team.',
  noCompanyAction: 'Set Up Company Profile',
  inviteTitle: 'Invite a Member',
  email: 'Email Address',
  invite: 'Send Invitation',
  inviting: 'Sending...',
  invited: (email: string) => `Invitation sent to ${email}.`,
  invitationsTitle: 'Pending Invitations',
  invitedOn: (date: string) => `Invited ${date}`,
  withdraw: 'Withdraw',
  membersTitle: 'Members',
  owner: 'Owner',
  member: 'Member',
  you: '(you)',
  remove: 'Remove',
  removeTitle: 'Remove member',
  removeConfirm: (name: string) =>
    `Are you sure you want to remove ${name} from your company? They keep their account.`,
  removing: 'Removing...',
  ownersOnly: "Only the company's owners can invite or remove members.",
  emailInvalid: 'Please enter a valid email address.',
} as const;

export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
