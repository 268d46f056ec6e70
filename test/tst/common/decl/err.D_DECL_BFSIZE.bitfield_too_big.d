/*
 * an int bit-field wider than 32 bits
 */

struct s {
	int a : 33;
};

BEGIN
{
	exit(0);
}
