export { DemoContactForm as default } from './DemoContactForm';
