/* an enumerator defined twice */

enum e1 {
	DUP
};

enum e2 {
	DUP
};

BEGIN
{
	exit(0);
}
