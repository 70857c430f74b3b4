import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
    // a refusal on a page sent back with a notice (the form posts to its own address) says only the refusal
    expect(screen.queryByText('Your profile has been updated.')).toBeNull();
    expect(screen.getByText('Banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('shows a whole-form error as an alert', () => {
    renderWithProvider(<ProfileForm values={{}} formError="Your profile could not be saved." text={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be saved.');
  });

  // The account pages are full reloads after each form and never hydrated as a whole: focus comes from the server
  // HTML's `autofocus` (one per page).
  const serverHtml = (element: Parameters<typeof renderToString>[0]) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    return host;
  };

  it('after the reload focus goes to the first invalid field, else the form error, else the saved notice', () => {
    const invalid = serverHtml(
      <ProfileForm
        values={{}}
        errors={{ phone: 'Enter a phone number.', lastName: 'Enter your last name.' }}
        formError="Not saved."
        text={text}
      />,
    );
    expect(invalid.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(invalid.querySelector('[autofocus]')).toHaveAttribute('name', 'lastName');

    const refused = serverHtml(<ProfileForm values={{}} formError="Not saved." text={text} />);
    expect(refused.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(refused.querySelector('[role="alert"][autofocus][tabindex="-1"]')).toHaveTextContent('Not saved.');

    const refusedAfterSave = serverHtml(
      <ProfileForm values={{}} errors={{ phone: 'Enter a phone number.' }} notice="Updated." text={text} />,
    );
    expect(refusedAfterSave.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(refusedAfterSave.querySelector('[autofocus]')).toHaveAttribute('name', 'phone');
    expect(refusedAfterSave.textContent).not.toContain('Updated.');

    const saved = serverHtml(<ProfileForm values={{}} notice="Your profile has been updated." text={text} />);
    expect(saved.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(saved.querySelector('[role="status"][autofocus][tabindex="-1"]')).toHaveTextContent('updated');
  });

  // A page reached by the skip link has `#main` in its address. A form posting to that address (no action) takes the
  // fragment along, and on the page that comes back the fragment's target wins over `autofocus` (HTML skips autofocus
  // in a document with a target): the refusal's field or the notice would never take focus.
  it("posts to the page's own path, never its fragment", () => {
    window.history.replaceState(null, '', '/account?notice=profile-saved#main');
    try {
      const { container } = renderWithProvider(<ProfileForm values={{}} text={text} />);
      const action = new URL((container.querySelector('form') as HTMLFormElement).action);
      expect(`${action.pathname}${action.hash}`).toBe('/account');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
