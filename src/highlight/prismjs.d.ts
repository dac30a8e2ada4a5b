// Prism's grammar files register themselves on the global Prism and export nothing useful.
declare module 'prismjs/components/*.js';
