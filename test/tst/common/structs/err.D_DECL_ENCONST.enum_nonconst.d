/* an enumerator assigned a non-constant */

int x;

enum e {
	A = x
};

BEGIN
{
	exit(0);
}
