/** The profile and moderation texts of spec 8. */
export const PROFILE_MESSAGES = {
  selectUniversity: 'Please select a university',
  photosAdded: 'Photos added successfully',
  photosAddFailed: 'Failed to add photos',
  atLeastOnePhoto: 'Please upload at least one profile photo',
  photosUploaded: 'Photos uploaded successfully',
  photosUploadFailed: 'Failed to upload photos',
  created: 'Profile created successfully!',
  createFailed: 'Failed to create profile',
  submitFailed: 'Failed to submit profile',
  loadFailed: 'Failed to load profile information',
  notImage: 'Please select an image file',
  tooLarge: 'Image must be less than 5MB',
  selectYear: 'Please select your graduation year',
  selectMajor: 'Please select your major',
  writeBio: 'Please write a short bio',
  bioTooLong: 'Your bio must be at most 500 characters',
} as const;

export const MODERATION_MESSAGES = {
  approved: 'Profile approved successfully',
  rejected: 'Profile rejected successfully',
  reasonRequired: 'Please provide a reason for rejection',
  takenDown: 'Profile taken down',
  takeDownReasonRequired: 'Please say why the profile is taken down',
  takeDownFailed: (error: string) => `Failed to take down profile: ${error}`,
  approveFailed: (error: string) => `Failed to approve profile: ${error}`,
  rejectFailed: (error: string) => `Failed to reject profile: ${error}`,
  loadFailed: (status: string, error: string) => `Failed to load ${status} profiles: ${error}`,
} as const;
