/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * a struct as aggregation key is rejected with D_KEY_TYPE
 */


struct s {
	int x;
};

struct s v;

BEGIN
{
	@a[v] = count();
}
