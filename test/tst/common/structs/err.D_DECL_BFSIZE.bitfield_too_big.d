/* a bit-field wider than its type */

struct b {
	int a : 40;
};

BEGIN
{
	exit(0);
}
