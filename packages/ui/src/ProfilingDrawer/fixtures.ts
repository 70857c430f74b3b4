import type { ProfilingDrawerProps, ProfilingDrawerText } from './ProfilingDrawer';

/** The stories' and tests' English words and step data. */
export const PROFILING_TEXT: ProfilingDrawerText = {
  title: 'Complete Your Profile',
  close: 'Close',
  loading: 'Loading your preferences...',
  continue: 'Continue',
  complete: 'Complete Profile',
  startHeading: 'Tell us about yourself',
  startBody: 'A few quick questions help us suggest the right gear. Every step is optional.',
  birthdayHeading: 'When is your birthday?',
  birthdayBody: 'We will send you a treat on the day.',
  month: 'Month',
  day: 'Day',
  choose: 'Choose',
  monthName: (month) =>
    new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
};

export const PROFILING_STEPS = ['start', 'birthday', 'category', 'activity', 'fit'];

export const PROFILING_DATA: NonNullable<ProfilingDrawerProps['data']> = {
  preferenceTypes: [
    {
      Key: 'category',
      Name: 'What do you shop for?',
      Description: 'Pick the categories you want to hear about.',
      Options: [
        { Key: 'gear', Name: 'Gear' },
        { Key: 'kids', Name: 'Kids' },
      ],
    },
    {
      Key: 'activity',
      Name: 'What are your favourite activities?',
      Options: [
        { Key: 'hiking', Name: 'Hiking' },
        { Key: 'skiing', Name: 'Skiing' },
      ],
    },
    {
      Key: 'fit',
      Name: 'How do you like your clothes to fit?',
      Options: [
        { Key: 'slim', Label: 'Slim' },
        { Key: 'regular', Label: 'Regular' },
      ],
    },
  ],
  answers: {},
};
