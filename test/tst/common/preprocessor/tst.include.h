/* header for tst.include.d */
#define FROM_HEADER 11
