declare module 'maildev';
