import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ProfileForm } from './ProfileForm';

const text = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  postalCode: 'Postal Code',
  save: 'Save',
};

describe('ProfileForm', () => {
  it('posts the five required fields with their values, errors and the notice', () => {
    const { container } = renderWithProvider(
      <ProfileForm
        values={{ firstName: 'Ada', email: 'ada@example.com' }}
        errors={{ phone: 'Please enter a valid phone number.' }}
        notice="Your profile has been updated."
        banner={<p>Banner</p>}
        text={text}
      />,
    );
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Last Name/)).toBeRequired();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been updated.');
    expect(screen.getByText('Banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('shows a whole-form error as an alert', () => {
    renderWithProvider(<ProfileForm values={{}} formError="Your profile could not be saved." text={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be saved.');
  });
});
