/* a D library for tst.L_libdir.d: sees a_first.d's inline */
inline int lib_half = lib_answer / 2;
