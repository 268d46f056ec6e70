/* an inline for tst.scoped_names_earlier_inline.d, compiled before it */
inline int foo = 3;
