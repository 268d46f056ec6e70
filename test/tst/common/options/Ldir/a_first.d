/* a D library for tst.L_libdir.d: loaded by -L before the program */
#pragma D depends_on library b_second.d
inline int lib_answer = 42;
typedef struct lib_pair { int a; int b; } lib_pair_t;
