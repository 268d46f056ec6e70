/* a variable of an incomplete struct type */

struct fwd;
struct fwd x;

BEGIN
{
	exit(0);
}
