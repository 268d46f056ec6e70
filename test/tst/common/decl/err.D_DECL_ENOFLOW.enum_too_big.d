/*
 * an enumerator beyond INT_MAX
 */

enum e { A = 2147483648 };

BEGIN
{
	exit(0);
}
