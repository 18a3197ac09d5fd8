import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and links it to its error', () => {
    render(
      <FormField
        label="E-Mail"
        error="Bitte geben Sie eine gültige Emailadresse an."
        hint="z. B. name@example.de"
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('E-Mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte geben Sie eine gültige Emailadresse an.');
    expect(screen.queryByText('z. B. name@example.de')).toBeNull();
  });

  it('describes a valid control by its hint', () => {
    render(
      <FormField label="Name" hint="Vor- und Nachname" required={false}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).toHaveAccessibleDescription('Vor- und Nachname');
  });
});
