/*
 * enumerators are integer constants
 */

#pragma D option quiet

enum e { A = 3, B };

BEGIN
{
	printf("%d\n", A * B);
	exit(0);
}
