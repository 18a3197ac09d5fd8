import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import { describe, expect, it } from 'vitest';
import { addressLines, employeeLists, withEmployee } from './employee-list';

function employee(overrides: Partial<EmployeeDto>): EmployeeDto {
  return {
    id: 'x',
    firstName: 'Jonas',
    lastName: 'Krüger',
    email: 'jonas@example.com',
    phone: null,
    street: null,
    additional: null,
    zipAndCity: null,
    role: 'employee',
    active: true,
    createdAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('employeeLists', () => {
  it('hides root, admins and the demo account (an admin) and splits by state in list order', () => {
    const items = [
      employee({ id: 'root', role: 'root' }),
      employee({ id: 'demo', role: 'admin', email: 'demo@example.com' }),
      employee({ id: 'a' }),
      employee({ id: 'b', active: false }),
      employee({ id: 'c' }),
    ];
    const lists = employeeLists(items);
    expect(lists.active.map((item) => item.id)).toEqual(['a', 'c']);
    expect(lists.inactive.map((item) => item.id)).toEqual(['b']);
  });

  it('has nothing when only admins exist', () => {
    expect(employeeLists([employee({ role: 'root' })])).toEqual({ active: [], inactive: [] });
  });
});

describe('withEmployee', () => {
  it("changes only that account's state", () => {
    const list = { items: [employee({ id: 'a' }), employee({ id: 'b' })] };
    const next = withEmployee(list, employee({ id: 'b', active: false, simulated: true }));
    expect(next.items.map((item) => [item.id, item.active])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(next.items[1]).not.toHaveProperty('simulated');
  });
});

describe('addressLines', () => {
  it('leaves out the empty lines', () => {
    expect(
      addressLines({ street: 'Seestraße 5', additional: null, zipAndCity: '18119 Warnemünde' }),
    ).toEqual(['Seestraße 5', '18119 Warnemünde']);
    expect(addressLines({ street: ' ', additional: null, zipAndCity: null })).toEqual([]);
  });
});
