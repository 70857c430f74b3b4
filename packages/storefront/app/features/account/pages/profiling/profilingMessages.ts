import { defineMessages } from 'react-intl';

/**
 * The profile-completion banner's and the profiling drawer's words, formatted in the browser: ids `island.…` travel
 * in the document's JSON script (INTL_ISLAND_PARTS).
 */
export const profilingMessages = defineMessages({
  title: { id: 'island.profile.title', defaultMessage: 'Complete Your Profile' },
  loading: { id: 'island.profile.loading', defaultMessage: 'Loading your preferences...' },
  continue: { id: 'island.profile.continue', defaultMessage: 'Continue' },
  complete: { id: 'island.profile.complete', defaultMessage: 'Complete Profile' },
  close: { id: 'island.profile.close', defaultMessage: 'Close' },
  startHeading: { id: 'island.profile.startHeading', defaultMessage: 'Tell us about yourself' },
  startBody: {
    id: 'island.profile.startBody',
    defaultMessage: 'A few quick questions help us suggest the right gear. Every step is optional.',
  },
  birthdayHeading: { id: 'island.profile.birthdayHeading', defaultMessage: 'When is your birthday?' },
  birthdayBody: { id: 'island.profile.birthdayBody', defaultMessage: 'We will send you a treat on the day.' },
  month: { id: 'island.profile.month', defaultMessage: 'Month' },
  day: { id: 'island.profile.day', defaultMessage: 'Day' },
  choose: { id: 'island.profile.choose', defaultMessage: 'Choose' },
  progress: { id: 'island.profile.progress', defaultMessage: 'Your profile is {percent} complete' },
  getStarted: { id: 'island.profile.getStarted', defaultMessage: 'Get Started' },
  noThanks: { id: 'island.profile.noThanks', defaultMessage: 'No Thanks' },
});
