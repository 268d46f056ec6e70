/* a D library with a compile error on line 2, for err.L_lib_error.d */
inline int lib_bad = "string";
