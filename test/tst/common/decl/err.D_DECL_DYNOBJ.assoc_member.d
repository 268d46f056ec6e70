/*
 * a struct member cannot be an associative array
 */

struct s {
	int a[int];
};

BEGIN
{
	exit(0);
}
