export {
  AddressBook,
  type AddressBookEntry,
  type AddressBookField,
  type AddressBookProblem,
  type AddressBookProps,
  type AddressBookText,
} from './AddressBook';
